// The AgentLoop calls Promise.withResolvers (Node 22+); polyfilled for the tests only.
if (typeof (Promise as any).withResolvers !== "function") {
	(Promise as any).withResolvers = function withResolvers<T>() {
		let resolve!: (value: T | PromiseLike<T>) => void;
		let reject!: (reason?: unknown) => void;
		const promise = new Promise<T>((res, rej) => {
			resolve = res;
			reject = rej;
		});
		return { promise, resolve, reject };
	};
}
