"""Any OpenAI-compatible chat-completions endpoint, through the official `openai` SDK."""

from __future__ import annotations

from airlock.egress.providers.base import SYSTEM_PROMPT, Provider, ProviderError


class OpenAICompatibleProvider(Provider):
    name = "openai"

    def __init__(self, *, api_key: str, base_url: str | None, model: str, timeout_s: float) -> None:
        super().__init__(model=model)
        import openai

        # SDK retries off: egress owns retries and the circuit breaker, so attempts are counted in one place.
        self._client = openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=0)
        self._openai = openai

    def complete(self, *, task: str, proxy_text: str) -> str:
        try:
            resp = self._client.chat.completions.create(
                model=self.model,
                messages=[
                    {"role": "system", "content": SYSTEM_PROMPT},
                    {"role": "user", "content": self.user_message(task, proxy_text)},
                ],
                temperature=0,
            )
        except self._openai.APIStatusError as exc:
            raise ProviderError(f"http_{exc.status_code}", retryable=exc.status_code >= 500 or exc.status_code == 429) from None
        except (self._openai.APITimeoutError, self._openai.APIConnectionError) as exc:
            raise ProviderError(type(exc).__name__, retryable=True) from None
        content = resp.choices[0].message.content if resp.choices else None
        if not content:
            raise ProviderError("empty_completion", retryable=False)
        return content
