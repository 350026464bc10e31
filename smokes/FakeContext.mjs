// A fake ctx for the smoke batteries: plain `ctx.on` listeners, real waterfall semantics (each listener gets a
// `next` that runs the rest), the REAL core factory (State/Append from the built lib-dsh-core), fake cells.
import { Append, State } from "../packages/lib-dsh-core/Target/Library.js";

/** Tool schemas shaped like the dsh registry's (name, description, JSON-schema parameters). */
export const SCHEMAS = [
	{ name: "bash", description: "Run a shell command in the workspace. Output is captured.", parameters: { properties: { command: {}, description: {} } } },
	{ name: "pwsh", description: "Run a PowerShell command.", parameters: { properties: { command: {} } } },
	{ name: "read", description: "Read a text file with line numbers (cat -n style, e.g. for src/a.ts). Use offset and limit for large files.", parameters: { properties: { file_path: {}, offset: {}, limit: {} } } },
	{ name: "write", description: "Write a whole file. Overwrites.", parameters: { properties: { file_path: {}, content: {} } } },
	{ name: "edit", description: "Replace an exact string in a file that was read first. Fails on ambiguity.", parameters: { properties: { file_path: {}, old_string: {}, new_string: {} } } },
	{ name: "grep", description: "Search file contents with ripgrep regular expressions. Returns matches.", parameters: { properties: { pattern: {}, path: {} } } },
	{ name: "glob", description: "Find files by glob pattern. Sorted by time.", parameters: { properties: { pattern: {}, path: {} } } },
	{ name: "job_output", description: "Read a background job's output.", parameters: { properties: { job_id: {} } } },
	{ name: "job_list", description: "List background jobs.", parameters: { properties: {} } },
	{ name: "job_kill", description: "Kill a background job.", parameters: { properties: { job_id: {} } } },
	{ name: "web_fetch", description: "Fetch a URL.", parameters: { properties: { url: {} } } },
	{ name: "ask_user", description: "Ask the user a question.", parameters: { properties: { question: {} } } },
];

/** Config cells that a test can flip, the way the loader commits a volatile update. */
export const Cells = (values) => {
	const current = { ...values };
	const config = {};
	for (const key of Object.keys(current)) config[key] = Object.freeze({ get: () => current[key] });
	return { config, set: (key, value) => (current[key] = value), current };
};

export const FakeContext = (options = {}) => {
	const listeners = new Map();
	let schemas = options.schemas ?? SCHEMAS;
	const ctx = {
		on(event, listener) {
			listeners.set(event, [...(listeners.get(event) ?? []), listener]);
			return () => listeners.set(event, (listeners.get(event) ?? []).filter((l) => l !== listener));
		},
		get(name) {
			return name === "logger" ? undefined : ctx[name];
		},
		pluginFactory: { State, Append },
		tools: {
			schemas: () => (typeof schemas === "function" ? schemas() : schemas),
			register: () => () => {},
		},
	};
	const waterfall = (event, args, last) => {
		const list = listeners.get(event) ?? [];
		const run = (index) => (index < list.length ? Promise.resolve(list[index](...args, () => run(index + 1))) : Promise.resolve(last()));
		return run(0);
	};
	let callId = 0;
	const agent = options.agent ?? { id: "agent-1" };
	return {
		ctx,
		agent,
		listeners,
		count: (event) => (listeners.get(event) ?? []).length,
		setSchemas: (next) => (schemas = next),
		emit: (event, ...args) => (listeners.get(event) ?? []).forEach((listener) => listener(...args)),
		/** One judged call through both waterfalls, the way ToolRuntime runs it; a deny still reaches post-execute. */
		async call(name, args, { agent: who = agent, content = "ok" } = {}) {
			const exec = { callId: `call-${++callId}`, name, arguments: args, agent: who, signal: new AbortController().signal };
			const pre = await waterfall("tools/pre-execute", [exec], () => ({ kind: "allow" }));
			const result =
				pre.kind === "deny"
					? { isError: true, error: { message: pre.reason }, content: [{ type: "text", text: `Error: ${pre.reason}` }] }
					: { isError: false, content: [{ type: "text", text: content }] };
			const post = await waterfall("tools/post-execute", [exec, result], () => ({ kind: "accept" }));
			return { pre, post, result, exec };
		},
		post: (exec, result = { content: [] }) => waterfall("tools/post-execute", [exec, result], () => ({ kind: "accept" })),
		pre: (exec) => waterfall("tools/pre-execute", [exec], () => ({ kind: "allow" })),
		assemble: (assembly, context = {}) => waterfall("system-prompt/assemble", [assembly, context], () => assembly),
		preStep: (payload) => waterfall("agent/pre-step", [payload], () => ({ kind: "enter", messages: payload.messages ?? [] })),
	};
};

/** A minimal PASS/FAIL reporter with the closing `N passed, N failed` line. */
export const Reporter = () => {
	let passed = 0;
	let failed = 0;
	const check = (label, condition, detail) => {
		if (condition) {
			passed++;
			console.log(`PASS ${label}`);
		} else {
			failed++;
			console.log(`FAIL ${label}${detail === undefined ? "" : ` :: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`);
		}
		return condition;
	};
	const equal = (label, actual, expected) => check(label, JSON.stringify(actual) === JSON.stringify(expected), { actual, expected });
	const done = () => {
		console.log(`${passed} passed, ${failed} failed`);
		process.exitCode = failed === 0 ? 0 : 1;
	};
	return { check, equal, done };
};
