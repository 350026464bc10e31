// A DeepSeek-compatible model server for the real dsh app: OpenAI-style chat completions over SSE, loopback only.
// It answers the agent's requests from a script (one tool call or a final text per request), answers the app's
// session-title request on the side, records every request, and stops by itself when left idle.
import { createServer } from "node:http";

/** The app's title request carries this system text; it is answered apart from the script. */
const TITLE_MARK = "Create a concise title";
/** A request body larger than this is refused (the script's sessions stay far below it). */
const BODY_CAP = 16 * 1024 * 1024;

/** One message's text, whatever shape its content has. */
export const MessageText = (message) =>
	typeof message?.content === "string" ? message.content : JSON.stringify(message?.content ?? "");

/** The system prompt of a recorded request. */
export const SystemText = (request) =>
	(request.messages ?? [])
		.filter((message) => message.role === "system")
		.map(MessageText)
		.join("\n");

/** Everything after the previous request's messages: what the model sees new in this one. */
export const NewText = (requests, index) => {
	const before = index === 0 ? 0 : (requests[index - 1].messages ?? []).length;
	return (requests[index].messages ?? [])
		.slice(before)
		.map((message) => `${message.role}: ${MessageText(message)}`)
		.join("\n");
};

/**
 * Start the server. `steps[i]` answers the agent's request i: `{call: {name, arguments}}` or `{text}`, with an optional
 * `before()` awaited (bounded by `holdMs`) before the answer is sent: the moment to change the profile mid-session.
 * Resolves to `{url, agent, titles, close, failures}`; `agent` is the list of the agent's request bodies, in order.
 */
export async function StartFakeModel({ steps, idleMs = 120_000, holdMs = 60_000 }) {
	const agent = [];
	const titles = [];
	const failures = [];
	let idle;
	const server = createServer((request, response) => {
		clearTimeout(idle);
		idle = setTimeout(() => server.close(), idleMs).unref();
		if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(request.socket.remoteAddress ?? "")) {
			response.writeHead(403).end();
			return;
		}
		const chunks = [];
		let size = 0;
		request.on("data", (chunk) => {
			size += chunk.length;
			if (size > BODY_CAP) request.destroy();
			else chunks.push(chunk);
		});
		request.on("end", () => {
			Answer(Buffer.concat(chunks).toString("utf8"), response).catch((error) => {
				failures.push(String(error?.stack ?? error));
				if (!response.headersSent) response.writeHead(500);
				response.end();
			});
		});
	});

	async function Answer(text, response) {
		const body = JSON.parse(text || "{}");
		const isTitle = (body.messages ?? []).some(
			(message) => message.role === "system" && MessageText(message).includes(TITLE_MARK),
		);
		let step;
		if (isTitle) {
			titles.push(body);
			step = { text: "dsh-coach end-to-end" };
		} else {
			const index = agent.push(body) - 1;
			step = steps[Math.min(index, steps.length - 1)];
			if (step.before !== undefined) {
				const hold = new Promise((_, reject) =>
					setTimeout(() => reject(new Error(`step ${index} held longer than ${holdMs} ms`)), holdMs).unref(),
				);
				await Promise.race([step.before(), hold]);
			}
		}
		response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
		const send = (delta, finish, usage) =>
			response.write(
				`data: ${JSON.stringify({ id: "fake", object: "chat.completion.chunk", created: 0, model: body.model ?? "fake", choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`,
			);
		const usage = { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 };
		if (step.call !== undefined) {
			const id = `call_${agent.length}`;
			send(
				{
					role: "assistant",
					tool_calls: [
						{
							index: 0,
							id,
							type: "function",
							function: { name: step.call.name, arguments: JSON.stringify(step.call.arguments) },
						},
					],
				},
				null,
			);
			send({}, "tool_calls", usage);
		} else {
			send({ role: "assistant", content: step.text }, null);
			send({}, "stop", usage);
		}
		response.end("data: [DONE]\n\n");
	}

	await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
	idle = setTimeout(() => server.close(), idleMs).unref();
	const { port } = server.address();
	return {
		url: `http://127.0.0.1:${port}`,
		agent,
		titles,
		failures,
		close: () =>
			new Promise((resolve) => {
				clearTimeout(idle);
				server.closeAllConnections?.();
				server.close(() => resolve());
			}),
	};
}
