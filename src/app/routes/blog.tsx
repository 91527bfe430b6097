import { BlogList } from '@/features/blog/blog-list';

export default function BlogScreen() {
  return <BlogList />;
}
