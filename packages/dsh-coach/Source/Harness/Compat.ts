/**
 * The AgentLoop (and a few other harness packages) call `Promise.withResolvers`, which Node 20
 * lacks; dsh itself targets Node 22+. Install the standard shape once, only when it is missing.
 */
export function EnsureNodeCompat(): void {
	const PromiseConstructor = Promise as PromiseConstructor & { withResolvers?: unknown };
	if (typeof PromiseConstructor.withResolvers === "function") return;
	Object.defineProperty(Promise, "withResolvers", {
		configurable: true,
		writable: true,
		value: function withResolvers<T>() {
			let resolve!: (value: T | PromiseLike<T>) => void;
			let reject!: (reason?: unknown) => void;
			const promise = new Promise<T>((Resolve, Reject) => {
				resolve = Resolve;
				reject = Reject;
			});
			return { promise, resolve, reject };
		},
	});
}
