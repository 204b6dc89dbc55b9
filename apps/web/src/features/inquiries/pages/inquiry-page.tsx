import { PlainFormCard } from '@/components/plain-form/plain-form';
import { InquiryForm } from '@/features/inquiries/components/inquiry-form';

/** /inquiry: the public contact form. */
export function InquiryPage() {
  return (
    <PlainFormCard
      title="Contact Us"
      description="Ask the chess club about classes, after-school programs, camps, tournaments or jobs."
      wide
    >
      <p className="muted">
        Ask us about classes, after-school programs, camps or tournaments, or pick a date and time
        to visit us.
      </p>
      <InquiryForm />
    </PlainFormCard>
  );
}
