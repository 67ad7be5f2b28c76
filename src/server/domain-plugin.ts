// A domain of the API as one Fastify plugin (docs/server-layout.md): its route files registered in order with the
// server's context, and those that read forms with files in the multipart context of their own (multipart.ts).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerContext } from './context';
import { registerFormsWithFiles } from './multipart';

type Routes = FastifyPluginAsync<ServerContext>;

/** Registers each plugin with the server's context, in order (the order routes are matched and hooks run in). */
export async function registerEach(app: FastifyInstance, context: ServerContext, plugins: readonly Routes[]) {
  for (const plugin of plugins) await app.register(plugin, context);
}

/** The domain's plugin: `routes` as they are, then `formsWithFiles` in a multipart context. */
export const domainPlugin =
  (routes: readonly Routes[], formsWithFiles: readonly Routes[] = []): Routes =>
  async (app, context) => {
    await registerEach(app, context, routes);
    if (formsWithFiles.length) await registerFormsWithFiles(app, context, formsWithFiles);
  };
