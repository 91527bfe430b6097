import { BlogList } from '@/features/blog';

export default function BlogScreen() {
  return <BlogList />;
}
