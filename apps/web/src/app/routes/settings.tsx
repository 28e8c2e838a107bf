import { SettingsScreen } from '@/features/account/components/settings-screen';
import { screenRoute } from './screen-route';

/** /settings: change the password, log out everywhere, delete the account. */
export const SettingsRoute = screenRoute('Settings', SettingsScreen);
