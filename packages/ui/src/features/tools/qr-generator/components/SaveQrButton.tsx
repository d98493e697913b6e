// Save/update with the docs/product/data-model.md, "States and transitions" labels. Visitors get
// the 'Login Necessário' toast with a 'Fazer Login' action instead of a save.
import { Button } from '@mantine/core';
import { IconDeviceFloppy, IconLogin } from '@tabler/icons-react';

export type SaveButtonState = {
  signedIn: boolean;
  editing: boolean;
  saving: boolean;
  targetUrlEmpty: boolean;
  /** The scan-safety check could not read the code back: saving is refused. */
  blocked?: boolean;
  /** The stored session is still being read: the label could still change. */
  checkingSession?: boolean;
};

function saveButtonLabel({ signedIn, editing, saving }: SaveButtonState): string {
  if (!signedIn) return 'Login para Salvar';
  if (saving) return editing ? 'Atualizando...' : 'Salvando...';
  return editing ? 'Atualizar QR Code' : 'Salvar QR Code';
}

export function SaveQrButton(props: SaveButtonState & { onClick: () => void }) {
  return (
    <Button
      fullWidth
      size="md"
      leftSection={props.signedIn ? <IconDeviceFloppy size={18} /> : <IconLogin size={18} />}
      disabled={props.targetUrlEmpty || props.saving || (props.blocked ?? false)}
      loading={props.checkingSession ?? false}
      aria-busy={props.saving}
      onClick={props.onClick}
    >
      {saveButtonLabel(props)}
    </Button>
  );
}
