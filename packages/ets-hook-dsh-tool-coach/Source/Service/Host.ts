import * as Context from "effect/Context";
import * as Layer from "effect/Layer";
import type { HostShape } from "../Interface/Host";

/** The cordis boundary as a service, so every other service reaches ctx, factory and state the same way. */
export class Host extends Context.Service<Host, HostShape>()("ets-hook-dsh-tool-coach/Host") {}

export const HostLayer = (shape: HostShape): Layer.Layer<Host> => Layer.succeed(Host, shape);
