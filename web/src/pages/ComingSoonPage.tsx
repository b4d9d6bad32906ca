import styled from 'styled-components';

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 24px;
`;

/**
 * Placeholder for dashboard sections whose screens later issues build. The route and its
 * access rule are real; only the screen is pending (the lead decides the final wording).
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="coming-soon-title">
      <Title id="coming-soon-title">{title}</Title>
      <p>This section is not available yet.</p>
    </section>
  );
}
