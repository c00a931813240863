// A React 19 host page: the tags in JSX, typed by 'hos-elements/jsx'.
import type {} from 'hos-elements/jsx';
import type { FormSchema } from 'hos-elements';

export function ReportPage({ schema }: { schema: FormSchema }) {
  return (
    <section>
      <hos-message-bell variant="old" interval-ms={60000} />
      <hos-form-renderer readonly submit-text="提交" schema={schema} value={{ a: 1 }} locale="en" />
      <hos-form-designer saveable basic-fields="input,select" />
    </section>
  );
}

// @ts-expect-error: readonly takes a boolean
export const Bad = () => <hos-form-renderer readonly="x" />;
