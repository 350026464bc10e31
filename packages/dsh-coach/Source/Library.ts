// dsh-coach's public surface; the test bed is also reachable on its own as "@playform/dsh-coach/Harness".
export * from "./Harness/Library";
