import { unknown } from "zod/mini";
import type { ZodType } from "zod";

/**
 * A record schema that takes every record as stored (`ValidateEntry` judges each one at recovery). zod/mini, and
 * imported on its own, so a bundle carries only this schema (8 KB) instead of zod's classic API (450 KB); the
 * facility calls nothing but `parse`, which it has. Its types name the classic `ZodType`, hence the cast.
 */
export const RecordSchema = (): ZodType<unknown> => unknown() as unknown as ZodType<unknown>;
