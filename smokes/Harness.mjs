export * from "@playform/dsh-coach/Harness";
