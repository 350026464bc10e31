import { createRequire } from "node:module";

type Crypto = typeof import("node:crypto");

// required on first use: an ESM import of node:crypto builds its whole namespace (web crypto too) in every process,
// and most hook calls hash nothing but a workspace root
let crypto: Crypto | undefined;
const Load = (): Crypto => (crypto ??= createRequire(import.meta.url)("node:crypto") as Crypto);

/** The SHA-256 of the parts joined by NUL, as hex: the one content hash of the stores' keys and tags. */
export const Sha256Hex = (...parts: readonly string[]): string => {
	const hash = Load().createHash("sha256");
	parts.forEach((part, index) => {
		if (index > 0) hash.update("\0");
		hash.update(part);
	});
	return hash.digest("hex");
};
