import { createUserMessage } from "@deepseek-ai/dsh-llm";
import type { UserMessage as Message } from "@deepseek-ai/dsh-llm";

/** A user's own message as the harness makes it (`source.kind: "user"`), the kind that opens a user turn. */
export const UserMessage = (text: string): Message =>
	createUserMessage({ content: [{ type: "text", text }], source: { kind: "user" } });
