import { useClientConfig } from '../../../lib/api/get-client-config';
import { DownloadAppPrompt } from './DownloadAppPrompt';
import { InstallPrompt } from './InstallPrompt';

/** On the phone's home pages: the native app when the deployment has one, else add to home screen. */
export function HomePrompt() {
  const config = useClientConfig();
  if (config.isPending) return null;
  const url = config.data?.appDownloadUrl;
  return url ? <DownloadAppPrompt url={url} /> : <InstallPrompt />;
}
