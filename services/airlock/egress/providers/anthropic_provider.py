"""Anthropic's Messages API through the official `anthropic` SDK."""

from __future__ import annotations

from airlock.egress.providers.base import SYSTEM_PROMPT, Provider, ProviderError


class AnthropicProvider(Provider):
    name = "anthropic"

    def __init__(self, *, api_key: str, base_url: str | None, model: str, timeout_s: float) -> None:
        super().__init__(model=model)
        import anthropic

        self._client = anthropic.Anthropic(api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=0)
        self._anthropic = anthropic

    def complete(self, *, task: str, proxy_text: str) -> str:
        try:
            msg = self._client.messages.create(
                model=self.model,
                max_tokens=2048,
                system=SYSTEM_PROMPT,
                messages=[{"role": "user", "content": self.user_message(task, proxy_text)}],
            )
        except self._anthropic.APIStatusError as exc:
            raise ProviderError(f"http_{exc.status_code}", retryable=exc.status_code >= 500 or exc.status_code == 429) from None
        except (self._anthropic.APITimeoutError, self._anthropic.APIConnectionError) as exc:
            raise ProviderError(type(exc).__name__, retryable=True) from None
        text = "".join(block.text for block in msg.content if getattr(block, "type", "") == "text")
        if not text:
            raise ProviderError("empty_completion", retryable=False)
        return text
