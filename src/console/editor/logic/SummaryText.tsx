/** A summary from describeRule & co. with its quoted names emphasised: If “How was it?” is “Bad”… */
export function SummaryText({ text }: { text: string }) {
  const parts = text.split(/(“[^”]*”)/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <em key={i}>{part}</em> : part))}</>;
}
