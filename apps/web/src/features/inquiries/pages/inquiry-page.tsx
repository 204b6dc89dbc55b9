import Typography from '@mui/material/Typography';
import { FormCard } from '@/components/form-card';
import { InquiryForm } from '@/features/inquiries/components/inquiry-form';

/** /inquiry: the public contact form. */
export function InquiryPage() {
  return (
    <FormCard
      title="Contact Us"
      description="Ask the chess club about classes, after-school programs, camps, tournaments or jobs."
      maxWidth={640}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Ask us about classes, after-school programs, camps or tournaments, or pick a date and time
        to visit us.
      </Typography>
      <InquiryForm />
    </FormCard>
  );
}
