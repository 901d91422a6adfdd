/**
 * The foot of a payment screen: why the last try failed (when it did), then the one button that
 * pays, kept at the bottom of the screen (`.pay-bar`). The payment page, the top-up page and the
 * new-card top-up share it.
 */
export function PayBar({
  problem,
  label,
  disabled,
  onPay,
}: {
  problem: string | null;
  label: string;
  disabled: boolean;
  onPay: () => void;
}) {
  return (
    <>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="pay-bar">
        <button type="button" className="button button--primary button--block" disabled={disabled} onClick={onPay}>
          {label}
        </button>
      </div>
    </>
  );
}
