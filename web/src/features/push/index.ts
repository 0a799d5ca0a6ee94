/** Web Push: the prompt that asks to turn it on (the client and its session lifecycle are in lib/push). */
export { PushPrompt, PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_DISMISSED_KEY } from './components/push-prompt';
