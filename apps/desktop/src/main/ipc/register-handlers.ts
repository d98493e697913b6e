// Every renderer-to-main channel goes through here: the sender is checked, then the payload is
// parsed with the channel's zod schema; only then does the handler run, with typed data.
// Refusals are errors the renderer's promise rejects with; they never reach a handler.
import type { z } from 'zod';
import { isTrustedSender, type InvokeEvent, type TrustPolicy } from './trusted-sender';

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, payload: unknown) => unknown): void;
}

export interface ChannelHandler<S extends z.ZodType = z.ZodType> {
  schema: S;
  handle: (payload: z.output<S>, event: InvokeEvent) => unknown;
}

/** Build a handler with the schema's output type inferred. */
export function channel<S extends z.ZodType>(
  schema: S,
  handle: (payload: z.output<S>, event: InvokeEvent) => unknown,
): ChannelHandler<S> {
  return { schema, handle };
}

class RefusedRequest extends Error {
  override name = 'RefusedRequest';
}

export function registerHandlers(
  ipcMain: IpcMainLike,
  trust: TrustPolicy,
  handlers: Record<string, ChannelHandler>,
): void {
  for (const [name, handler] of Object.entries(handlers)) {
    ipcMain.handle(name, async (event, payload) => {
      if (!isTrustedSender(event, trust)) {
        throw new RefusedRequest(`${name}: remetente não autorizado.`);
      }
      const parsed = handler.schema.safeParse(payload);
      if (!parsed.success) throw new RefusedRequest(`${name}: dados inválidos.`);
      return handler.handle(parsed.data, event);
    });
  }
}
