// The form's submit button (the `submit-text` attribute), loaded only when a form asks for one.
import { Button } from 'antd';

export default function SubmitButton({ text }: { text: string }) {
  return (
    <Button type="primary" htmlType="submit">
      {text}
    </Button>
  );
}
