import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageBody, PageHeader } from '../components/page-header.tsx';
import { blogPosts } from './blog-posts.ts';

export const formatPostDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function BlogsPage() {
  return (
    <>
      <PageHeader eyebrow="Blog" title="Notes from the sideline" maxWidth={900}>
        Ideas for running a club team that looks and feels like a real program.
      </PageHeader>
      <PageBody maxWidth={900}>
        <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
          Latest articles
        </Typography>
        {blogPosts.map((post) => (
          <Card key={post.path} component="article" variant="outlined" sx={{ mb: 3 }}>
            <CardActionArea component={RouterLink} to={post.path}>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {formatPostDate(post.publishedOn)} · {post.readingMinutes} min read
                </Typography>
                <Typography variant="h5" component="h3" sx={{ mt: 0.5, color: 'primary.dark' }}>
                  {post.title}
                </Typography>
                <Typography sx={{ mt: 1 }} color="text.secondary">
                  {post.summary}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </PageBody>
    </>
  );
}
