// The share island: beside the server's links to the networks, the phone's share sheet and a « copy the link » button.
import { ShareButtons } from '@/features/blog/components/ShareButtons';
import { loadTexts } from '@/lib/i18n';
import { islandRoot } from './root';
import type { MountIsland } from './types';

interface ShareProps {
  url: string;
  title: string;
}

function isShareProps(props: unknown): props is ShareProps {
  if (typeof props !== 'object' || props === null) return false;
  const { url, title } = props as Record<string, unknown>;
  return typeof url === 'string' && url !== '' && typeof title === 'string';
}

export const mount: MountIsland = async (element, { props }) => {
  if (!isShareProps(props)) return null;
  await loadTexts(['common', 'blog']);
  islandRoot(element)(<ShareButtons url={props.url} title={props.title} />);
  return {};
};
