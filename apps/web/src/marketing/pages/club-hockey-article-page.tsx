import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDollars, publicPaths, subscriptionProducts } from '@sideline/domain';
import { PageBody, PageHeader, Prose } from '../components/page-header.tsx';
import { blogPosts } from './blog-posts.ts';
import { formatPostDate } from './blogs-page.tsx';

const post = blogPosts.find((p) => p.path === publicPaths.clubHockeyArticle)!;
const website = subscriptionProducts.find((p) => p.key === 'website')!;

/** Our opinion piece on the stigma of club hockey (spec part 1 §1). */
export function ClubHockeyArticlePage() {
  return (
    <article>
      <PageHeader
        eyebrow="Blog · Ice hockey"
        title={post.title}
        documentTitle="Fixing the stigma of club hockey"
        maxWidth={720}
      >
        By {post.author} · <time dateTime={post.publishedOn}>{formatPostDate(post.publishedOn)}</time> ·{' '}
        {post.readingMinutes} min read
      </PageHeader>
      <PageBody>
        <Prose>
          <p>
            Say &ldquo;I play club hockey&rdquo; on most campuses and watch the reaction. Somewhere between a
            polite nod and a shrug, you can see the assumption forming: club means casual, casual means
            second-rate, and second-rate means the people who could not make the varsity roster. Anyone who
            has stood on a club bench at 11 p.m. on a Tuesday knows how wrong that is.
          </p>
          <h2>Where the stigma comes from</h2>
          <p>
            Collegiate club hockey is some of the most committed hockey being played. Many programs skate in
            national associations with real divisions, real standings and real playoff runs. Rosters include
            former junior players, transfers, and athletes who chose a demanding degree over a varsity
            schedule. The difference is not the hockey. The difference is everything around it.
          </p>
          <p>
            Varsity programs have athletic departments, sports information directors and marketing budgets.
            Club teams have a treasurer with a spreadsheet, a president answering email between classes, and a
            social media account that goes quiet every exam season. When a recruit, a parent or a potential
            sponsor goes looking for the team online, they find a free site last updated two seasons ago, a
            schedule in a PDF, and a broken link to a jersey order form. The stigma is not earned on the ice.
            It is earned in the search results.
          </p>
          <h2>Looking like the program you already are</h2>
          <p>
            Perception follows presentation. A team that publishes a current roster with numbers, hometowns
            and positions, posts results the night of the game, keeps statistics for every skater and goalie,
            and sells tickets and merchandise from its own store looks like a program. Recruits take it
            seriously. Alumni donate to it. Local businesses sponsor it, because they can see exactly where
            their logo will appear.
          </p>
          <p>
            Women&rsquo;s club programs feel this twice over. Many campuses have no varsity women&rsquo;s team
            at all, which makes the club the only place a strong player can keep competing. Those teams
            deserve to be found, followed and funded, and a credible public home is where that starts: it is
            the page a recruit sends to her parents and the link a sponsor forwards to the owner.
          </p>
          <p>
            None of this requires an athletic department. It requires tools built for how club teams actually
            work: volunteers who change every year, budgets that come from dues and fundraising, and a season
            that does not wait for anyone to learn web design.
          </p>
          <h2>Why we built Sideline hockey websites</h2>
          <p>
            Sideline gives club hockey teams, women&rsquo;s and men&rsquo;s, a professional website and store
            that a volunteer can run in a few minutes a week. Box scores know about periods, power plays and
            empty-net goals. Player pages show goals, assists and penalty minutes without anyone doing
            arithmetic. Game tickets, jerseys, player dues and tryout forms live on the same site, and the
            money goes to the team. When the officers graduate, the next board signs in and carries on; the
            site does not disappear with someone&rsquo;s personal account.
          </p>
          <p>
            We also wanted the price to make sense for a club budget. The first month is free, so you can
            build the whole site and show it to your board before paying anything. After that, the annual
            subscription is {website.prices.year / 100} dollars for the team: less than a single sheet of ice
            time in most rinks.
          </p>
          <h2>Change the first impression</h2>
          <p>
            The stigma of club hockey will not be fixed by one team, one season or one website. But every club
            program that presents itself like the serious, competitive, well-run organization it is makes the
            next conversation on campus a little different. The players have already done the hard part. Make
            sure the first thing people see of your team reflects it.
          </p>
        </Prose>
        <Box
          component="aside"
          aria-label="Try Sideline"
          sx={{
            maxWidth: 720,
            mx: 'auto',
            mt: 6,
            p: 3,
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography variant="h5" component="h2">
            Build your hockey team&rsquo;s website free for a month
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Then {formatDollars(website.prices.year)} a year. See the{' '}
            <Link href={`${publicPaths.demo}/hockey`} sx={{ color: 'inherit' }}>
              hockey demo
            </Link>{' '}
            first if you like.
          </Typography>
          <Button href={publicPaths.signUp} variant="contained" color="secondary" sx={{ mt: 2 }}>
            Sign Up Free
          </Button>
        </Box>
      </PageBody>
    </article>
  );
}
