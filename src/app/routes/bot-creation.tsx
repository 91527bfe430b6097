import { BotCreationPage } from '@/features/plans';

export default function BotCreationScreen() {
  return <BotCreationPage />;
}
