import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { MailNotice } from '@shared/messages/mail';
import { COLOURS, FONTS, type MailFrame, MailLayout } from './mail-layout';

const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;

/** A transactional message: heading, paragraphs, one button with its address spelled out, details, a quote. */
export function NoticeMail({
  notice,
  frame,
  linkFallback,
}: {
  notice: MailNotice;
  frame: MailFrame;
  linkFallback: string;
}) {
  return (
    <MailLayout frame={frame} title={notice.subject}>
      <Heading
        as="h1"
        style={{ fontFamily: FONTS.serif, fontSize: '24px', lineHeight: '30px', margin: '8px 0 16px' }}
      >
        {notice.heading}
      </Heading>
      {notice.paragraphs.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {notice.links?.map((link) => (
        <Text key={link.url} style={paragraph}>
          <Link href={link.url} style={{ color: COLOURS.brandDark, fontWeight: 600 }}>
            {link.label}
          </Link>
        </Text>
      ))}
      {notice.quote && (
        <Section
          style={{ borderLeft: `4px solid ${COLOURS.brand}`, padding: '4px 16px', margin: '0 0 16px' }}
        >
          <Text style={{ ...paragraph, fontWeight: 700, margin: '0 0 4px' }}>{notice.quote.label}</Text>
          <Text style={{ ...paragraph, fontStyle: 'italic', margin: 0, whiteSpace: 'pre-line' }}>
            {notice.quote.text}
          </Text>
        </Section>
      )}
      {notice.details && (
        <table role="presentation" width="100%" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
          <tbody>
            {notice.details.map(([label, value]) => (
              <tr key={label}>
                <td style={{ padding: '6px 8px 6px 0', color: COLOURS.muted, fontSize: '14px' }}>{label}</td>
                <td style={{ padding: '6px 0', fontSize: '14px', fontWeight: 600, textAlign: 'right' }}>
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {notice.action && (
        <Section style={{ margin: '8px 0 16px' }}>
          <Button
            href={notice.action.url}
            style={{
              backgroundColor: COLOURS.brand,
              color: COLOURS.white,
              fontSize: '16px',
              fontWeight: 600,
              padding: '12px 20px',
              borderRadius: '6px',
            }}
          >
            {notice.action.label}
          </Button>
          <Text style={{ color: COLOURS.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 0 0' }}>
            {linkFallback}{' '}
            <Link href={notice.action.url} style={{ color: COLOURS.brandDark, wordBreak: 'break-all' }}>
              {notice.action.url}
            </Link>
          </Text>
        </Section>
      )}
      {notice.after?.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
    </MailLayout>
  );
}
