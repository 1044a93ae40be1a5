import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** The site's colours (src/client/index.css): its red, a dark red, and the stone greys of its pages. */
export const COLOURS = {
  brand: '#b91c1c',
  brandDark: '#7f1d1d',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#e7e5e4',
  paper: '#fafaf9',
  white: '#ffffff',
} as const;

export const FONTS = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif",
} as const;

export interface MailFrame {
  siteName: string;
  publicUrl: string;
  preview: string;
  /** Why the reader gets this, at the foot of the message. */
  footer: string;
  /** Links under the footer (unsubscribe, the web version). */
  footerLinks?: { label: string; url: string }[];
}

/**
 * Every message's frame: the site's name in its red on a white card, 600 px wide at most and the full width
 * of a phone, the content, and a footer saying why the reader gets it.
 */
export function MailLayout({
  frame,
  title,
  children,
}: {
  frame: MailFrame;
  /** The document's title (the message's subject): what a mail program or browser shows for the HTML part. */
  title: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{frame.preview}</Preview>
      <Body style={{ backgroundColor: COLOURS.paper, margin: 0, padding: '24px 0', fontFamily: FONTS.sans }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: COLOURS.white,
            border: `1px solid ${COLOURS.line}`,
          }}
        >
          <Section style={{ borderTop: `4px solid ${COLOURS.brand}`, padding: '20px 24px 8px' }}>
            <Link
              href={`${frame.publicUrl}/`}
              style={{ color: COLOURS.brand, fontFamily: FONTS.serif, fontSize: '26px', fontWeight: 700 }}
            >
              {frame.siteName}
            </Link>
          </Section>
          <Section style={{ padding: '8px 24px 16px', color: COLOURS.ink }}>{children}</Section>
          <Hr style={{ borderColor: COLOURS.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ color: COLOURS.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {frame.footer}
            </Text>
            {frame.footerLinks?.map((link) => (
              <Text key={link.url} style={{ fontSize: '12px', lineHeight: '18px', margin: '8px 0 0' }}>
                <Link href={link.url} style={{ color: COLOURS.brandDark, textDecoration: 'underline' }}>
                  {link.label}
                </Link>
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
