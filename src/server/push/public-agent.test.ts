// The pushes' agent refuses, at connect time, a name that resolves to a private address (DNS rebinding).
import { Agent, get } from 'node:https';
import { describe, expect, it } from 'vitest';
import { publicPushAgent } from './public-agent';

const connectError = (url: string, agent = publicPushAgent()) =>
  new Promise<NodeJS.ErrnoException>((resolve) => {
    get(url, { agent }, () => resolve(new Error('answered'))).on('error', (error: NodeJS.ErrnoException) => {
      agent.destroy();
      resolve(error);
    });
  });

describe('the push agent', () => {
  it('does not connect to a name resolving to loopback', async () => {
    expect((await connectError('https://localhost:9/push')).code).toBe('ENOTPUBLIC');
  });

  it('is the only thing in the way: without it the same request reaches the loopback port', async () => {
    expect((await connectError('https://localhost:9/push', new Agent())).code).toBe('ECONNREFUSED');
  });
});
