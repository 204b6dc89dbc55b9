import { Notice } from '@/components/notice';
import { useAlertEvents } from '@/features/alerts/api/get-alert-events';

/** The notes of all current alerts in one line under the navigation; hidden when there are none. */
export function AlertBanner() {
  const { data: alerts } = useAlertEvents();
  const text = (alerts ?? [])
    .map((alert) => alert.notes.trim())
    .filter(Boolean)
    .join(' | ');
  if (!text) return null;
  return (
    <div className="alert-banner">
      <Notice tone="info" role="status">
        {text}
      </Notice>
    </div>
  );
}
