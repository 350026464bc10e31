import type { ContentBlock, Message } from "@deepseek-ai/dsh-llm";

/** Anything that carries model-facing content: blocks, a message, or a tool result. */
export type HasContent = readonly ContentBlock[] | { readonly content: readonly ContentBlock[] };

/**
 * The plain text of `value`, its text blocks joined by newlines. A tool-result block contributes
 * its own content's text, so a tool-result message reads as what the tool said.
 */
export function TextOf(value: HasContent): string {
	const blocks = "content" in value ? value.content : value;
	const parts: string[] = [];
	for (const block of blocks) {
		if (block.type === "text") parts.push(block.text);
		else if (block.type === "tool-result") parts.push(TextOf(block.content));
	}
	return parts.join("\n");
}

/** Whether `message` is a plugin notice (`source: {kind: 'plugin', form: 'notice'}`), optionally from `plugin`. */
export function IsNotice(message: Message, plugin?: string): boolean {
	const source = message.source as { kind?: string; plugin?: string; form?: string };
	return source.kind === "plugin" && source.form === "notice" && (plugin === undefined || source.plugin === plugin);
}
