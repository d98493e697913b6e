// The message textarea with WhatsApp formatting applied to its selection. The selection is
// restored after React re-renders the new text, so people can chain bold + italic.
import { useLayoutEffect, useRef, useState } from 'react';
import {
  applyWhatsAppFormat,
  type WhatsAppFormat,
} from '@qrlink/core/whatsapp/apply-whatsapp-format';
import { notify } from '@/lib/notify';

export function useFormattedMessage() {
  const [message, setMessage] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const selection = pendingSelection.current;
    if (!textarea || !selection) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection[0], selection[1]);
  }, [message]);

  function applyFormat(format: WhatsAppFormat) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const result = applyWhatsAppFormat(
      textarea.value,
      textarea.selectionStart,
      textarea.selectionEnd,
      format,
    );
    if (!result.ok) {
      notify.error({ title: result.title, message: result.message });
      textarea.focus();
      return;
    }
    pendingSelection.current = [result.selectionStart, result.selectionEnd];
    setMessage(result.text);
  }

  return { message, setMessage, textareaRef, applyFormat };
}
