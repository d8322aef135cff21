// The chat island: the assistant's launcher and panel, mounted opened by the first click on the server's launcher link.
import { ChatWidget } from '@/features/chat/components/ChatWidget';
import { loadTexts } from '@/lib/i18n';
import { islandRoot } from './root';
import type { MountIsland } from './types';

export const mount: MountIsland = async (element, { openContact }) => {
  await loadTexts(['common', 'chat']);
  islandRoot(element)(<ChatWidget defaultOpen onContact={openContact} />);
  return {};
};
