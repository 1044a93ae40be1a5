import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { COLOURS, FONTS, type MailFrame, MailLayout } from './mail-layout';

export interface IssueMailArticle {
  title: string;
  url: string;
  teaser: string;
  isPremium: boolean;
  /** An absolute address on the site's own host, or empty. */
  image: string;
}

export interface IssueMailTexts {
  premium: string;
  readOn: string;
  readOnPremium: string;
}

/**
 * A newsletter issue: its subject as the heading, the editor's introduction, then each article as a teaser
 * with a link to the site (a premium article's teaser is the paywall's own preview, never its body).
 */
export function IssueMail({
  frame,
  subject,
  title = subject,
  intro,
  articles,
  texts,
}: {
  frame: MailFrame;
  subject: string;
  /** The message's subject, when it is not the issue's (a test says it is one). */
  title?: string;
  intro: string;
  articles: IssueMailArticle[];
  texts: IssueMailTexts;
}) {
  return (
    <MailLayout frame={frame} title={title}>
      <Heading
        as="h1"
        style={{ fontFamily: FONTS.serif, fontSize: '26px', lineHeight: '32px', margin: '8px 0 16px' }}
      >
        {subject}
      </Heading>
      {intro
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph) => (
          <Text key={paragraph} style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }}>
            {paragraph}
          </Text>
        ))}
      {articles.map((article) => (
        <Section key={article.url} style={{ borderTop: `1px solid ${COLOURS.line}`, padding: '16px 0' }}>
          {article.image ? (
            <Img src={article.image} alt="" width="552" style={{ width: '100%', height: 'auto' }} />
          ) : null}
          {article.isPremium ? (
            <Text
              style={{
                color: COLOURS.brandDark,
                fontSize: '12px',
                fontWeight: 700,
                letterSpacing: '0.05em',
                margin: '12px 0 0',
                textTransform: 'uppercase',
              }}
            >
              {texts.premium}
            </Text>
          ) : null}
          <Heading
            as="h2"
            style={{ fontFamily: FONTS.serif, fontSize: '20px', lineHeight: '26px', margin: '8px 0' }}
          >
            <Link href={article.url} style={{ color: COLOURS.ink }}>
              {article.title}
            </Link>
          </Heading>
          <Text style={{ color: COLOURS.muted, fontSize: '15px', lineHeight: '22px', margin: '0 0 8px' }}>
            {article.teaser}
          </Text>
          <Link href={article.url} style={{ color: COLOURS.brand, fontSize: '15px', fontWeight: 600 }}>
            {article.isPremium ? texts.readOnPremium : texts.readOn}
          </Link>
        </Section>
      ))}
    </MailLayout>
  );
}
