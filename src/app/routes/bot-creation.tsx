import { BotCreationPage } from '@/features/plans/bot-creation-page';

export default function BotCreationScreen() {
  return <BotCreationPage />;
}
