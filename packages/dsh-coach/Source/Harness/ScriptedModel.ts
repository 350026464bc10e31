import { CallId, LlmAdapter } from "@deepseek-ai/dsh-llm";
import type { GenerateOptions, LlmResolvedModelInfo, StreamChunk } from "@deepseek-ai/dsh-llm";

/** One tool call the scripted model asks for; `id` defaults to a deterministic `call-<request>-<index>`. */
export interface ScriptedToolCall {
	readonly name: string;
	readonly arguments: Readonly<Record<string, unknown>>;
	readonly id?: string;
}

/** One model response: a batch of tool calls, or the final text that ends the turn. */
export type ScriptStep = readonly ScriptedToolCall[] | string;

/**
 * An `LlmAdapter` that replays a script, one step per model request, and records every request,
 * so a test can read what the model saw (messages, system prompt, tools) at each step.
 * No network: a request with no step left fails like a provider error would (code `UNKNOWN`,
 * which the loop does not retry), so a too-short script ends the turn with `agent/error`.
 */
export class ScriptedModel extends LlmAdapter {
	/** The provider route the test bed registers this model under. */
	static readonly Provider = "scripted";

	/** Every request received, in order; loop-built requests arrive deep-frozen. */
	readonly requests: GenerateOptions[] = [];

	private readonly steps: ScriptStep[];

	constructor(script: readonly ScriptStep[] = []) {
		super();
		this.steps = [...script];
	}

	/** Append steps for the requests to come. */
	enqueue(...steps: ScriptStep[]): void {
		this.steps.push(...steps);
	}

	/** Steps not consumed yet. */
	get remaining(): number {
		return this.steps.length;
	}

	/** Drop the steps not consumed yet; returns how many there were. */
	discardRemaining(): number {
		return this.steps.splice(0).length;
	}

	override resolveModel(provider: string, model: string): Promise<LlmResolvedModelInfo> {
		return Promise.resolve({ provider, id: model, name: model });
	}

	async *stream(request: GenerateOptions): AsyncIterable<StreamChunk> {
		this.requests.push(request);
		const number = this.requests.length;
		const step = this.steps.shift();
		if (step === undefined) {
			throw new Error(`ScriptedModel: no scripted step left for request #${number}`);
		}
		request.signal?.throwIfAborted();
		if (typeof step === "string") {
			yield* TextChunks(step);
		} else {
			yield* ToolCallChunks(step, number);
		}
	}
}

function* TextChunks(text: string): Iterable<StreamChunk> {
	yield { type: "block-start", index: 0, blockType: "text" };
	yield { type: "text-delta", index: 0, text };
	yield { type: "block-end", index: 0, block: { type: "text", text } };
	yield { type: "usage", usage: { inputTokens: 1, outputTokens: Math.max(1, text.length) } };
	yield { type: "finish", reason: { kind: "stop" } };
}

function* ToolCallChunks(calls: readonly ScriptedToolCall[], request: number): Iterable<StreamChunk> {
	if (calls.length === 0) throw new Error(`ScriptedModel: step for request #${request} has no tool calls`);
	for (const [index, call] of calls.entries()) {
		const id = CallId(call.id ?? `call-${request}-${index + 1}`);
		const argumentsJson = JSON.stringify(call.arguments);
		yield { type: "block-start", index, blockType: "tool-call" };
		yield { type: "tool-call-delta", index, id, name: call.name, argumentsDelta: argumentsJson };
		yield { type: "block-end", index, block: { type: "tool-call", id, name: call.name, arguments: argumentsJson } };
	}
	yield { type: "usage", usage: { inputTokens: 1, outputTokens: calls.length } };
	yield { type: "finish", reason: { kind: "tool-calls" } };
}
