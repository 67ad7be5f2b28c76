// The accounts' API as one plugin: register, log in, verify the phone, reset the password, the profile, the language,
// public profiles and push subscriptions (spec 000 §4, §5, §7).
import { domainPlugin } from '../domain-plugin';
import { authRoutes } from './auth-routes';
import { otpRoutes } from './otp-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { accountLocaleRoutes } from './locale-routes';
import { userRoutes } from './user-routes';
import { pushRoutes } from './push-routes';
import { profileRoutes } from './profile-routes';

export const accountsRoutes = domainPlugin([authRoutes, otpRoutes, passwordResetRoutes, accountLocaleRoutes, userRoutes, pushRoutes], [profileRoutes]);
