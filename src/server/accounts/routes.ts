// The accounts' API as one plugin: register, log in, verify the phone, reset the password, the profile, the language,
// public profiles and push subscriptions (spec 000 §4, §5, §7).
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { registerFormsWithFiles } from '../multipart';
import { authRoutes } from './auth-routes';
import { otpRoutes } from './otp-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { accountLocaleRoutes } from './locale-routes';
import { userRoutes } from './user-routes';
import { pushRoutes } from './push-routes';
import { profileRoutes } from './profile-routes';

export const accountsRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(authRoutes, context);
  await app.register(otpRoutes, context);
  await app.register(passwordResetRoutes, context);
  await app.register(accountLocaleRoutes, context);
  await app.register(userRoutes, context);
  await app.register(pushRoutes, context);
  await registerFormsWithFiles(app, context, [profileRoutes]);
};
