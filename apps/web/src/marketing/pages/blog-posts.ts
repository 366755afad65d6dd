import { publicPaths } from '@sideline/domain';

interface BlogPostSummary {
  path: string;
  title: string;
  summary: string;
  author: string;
  publishedOn: string;
  readingMinutes: number;
}

export const blogPosts: readonly BlogPostSummary[] = [
  {
    path: publicPaths.clubHockeyArticle,
    title: 'Collegiate club hockey: fixing the stigma of club hockey',
    summary:
      'Club hockey is not "hockey for people who could not make the team". Here is why the stigma sticks, and how a team can look like the serious program it already is.',
    author: 'The Sideline team',
    publishedOn: '2024-02-06',
    readingMinutes: 4,
  },
];
