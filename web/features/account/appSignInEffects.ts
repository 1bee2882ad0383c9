// The app's one instance of the sign-in effects: the auth provider runs them on every
// sign-in, the e-mail link's landing page waits for them to say what moved.
import { getDeviceId } from '../../session/deviceId';
import { accountCalls, createSignInEffects } from './signInEffects';
import { exitTempMode, useTempModeStore } from './tempModeStore';

export const signInEffects = createSignInEffects(
  accountCalls,
  { email: () => useTempModeStore.getState().email, exit: exitTempMode },
  () => getDeviceId(),
);
