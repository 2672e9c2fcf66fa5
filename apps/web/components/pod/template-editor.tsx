'use client';
// The template editor (the stand-in partner's editor): the template picture with its printable
// area, the shopper's Korean text and one picture, moved by dragging (or the arrow keys) and kept
// inside the area (use-template-layers.ts), beside its panel (template-panel.tsx). Save → the editor
// callback (project, cart); COMPLETE_SAVE goes to the cart.
import { useState } from 'react';
import type { PodVariant, ProductOption } from '@courtside/core/api';
import type { PodMallProduct } from '@/lib/pod/pod-cart';
import { showToast } from '@/lib/toast/toast-store';
import { AddToCartModal } from './add-to-cart-modal';
import { GuestGuideModal } from './guest-guide-modal';
import styles from './pod.module.css';
import { exportDesign } from './template-canvas';
import { TemplatePanel } from './template-panel';
import { usePodIdentity } from './use-pod-identity';
import { usePodSave, type SaveMode } from './use-pod-save';
import { useTemplateLayers } from './use-template-layers';

export interface EditorTemplate {
  design_template_id: string;
  name: string;
  image_url: string;
  layout: { width: number; height: number; area: { x: number; y: number; width: number; height: number } };
}

export interface TemplateEditorProps {
  channelProductName: string;
  template: EditorTemplate;
  variant: PodVariant;
  product: PodMallProduct;
  option: ProductOption;
  /** This page with its query, for the login link of the guest guide. */
  returnPath: string;
}

export function TemplateEditor({ channelProductName, template, variant, product, option, returnPath }: TemplateEditorProps) {
  const pod = usePodIdentity();
  const save = usePodSave({ product, option, variantId: variant.variant_id, designTemplateId: template.design_template_id });
  const { layout } = template;
  const layers = useTemplateLayers(template);
  const { canvasRef, scene, text, image } = layers;
  const [quantity, setQuantity] = useState(1);
  const [guideFor, setGuideFor] = useState<SaveMode | null>(null);
  const [savedModal, setSavedModal] = useState<{ thumbnail: string; cartHref: string } | null>(null);

  async function startSave(mode: SaveMode, identity = pod.identity, member = pod.status === 'member') {
    if (text.text.trim() === '' && !image) {
      showToast('문구를 입력하거나 이미지를 올려 주세요.', 'error');
      return;
    }
    let blob: Blob;
    try {
      blob = await exportDesign(scene);
    } catch {
      showToast('디자인 이미지를 만들지 못했습니다. 다시 시도해 주세요.', 'error');
      return;
    }
    const document = {
      text: text.text,
      fontSize: text.fontSize,
      color: text.color,
      textX: Math.round(text.center.x),
      textY: Math.round(text.center.y),
      ...(image ? { imageUrl: image.url, imageX: Math.round(image.center.x), imageY: Math.round(image.center.y), imageWidth: image.size.width, imageHeight: image.size.height } : {}),
    };
    save.mutate(
      { mode, member, identity, document, image: blob, quantity },
      { onSuccess: (saved) => saved.mode === 'SAVE' && setSavedModal({ thumbnail: saved.thumbnail, cartHref: saved.cartHref }) },
    );
  }

  function onSave(mode: SaveMode) {
    if (pod.status === 'loading') return;
    if (pod.status === 'none') {
      setGuideFor(mode);
      return;
    }
    void startSave(mode);
  }

  const busy = save.isPending || layers.uploading;
  return (
    <div className={styles.editor}>
      <div className={styles.stage}>
        <canvas
          ref={canvasRef}
          width={layout.width}
          height={layout.height}
          tabIndex={0}
          role="img"
          aria-label={`${template.name} 디자인 편집 영역. 문구와 이미지를 끌어서 옮기거나 화살표 키로 움직일 수 있습니다.`}
          {...layers.canvasHandlers}
          data-testid="pod-editor-canvas"
        />
      </div>
      <TemplatePanel
        channelProductName={channelProductName}
        template={template}
        variant={variant}
        option={option}
        text={text}
        setText={layers.setText}
        image={image}
        onImageFile={layers.onImageFile}
        onRemoveImage={layers.removeImage}
        quantity={quantity}
        setQuantity={setQuantity}
        busy={busy}
        saving={save.isPending}
        onSave={onSave}
      />
      <GuestGuideModal
        open={guideFor !== null}
        onClose={() => setGuideFor(null)}
        returnPath={returnPath}
        onGuest={() => {
          const mode = guideFor ?? 'SAVE';
          setGuideFor(null);
          void startSave(mode, pod.startGuest(), false);
        }}
      />
      <AddToCartModal open={savedModal !== null} onClose={() => setSavedModal(null)} thumbnail={savedModal?.thumbnail ?? null} cartHref={savedModal?.cartHref ?? '/cart'} />
    </div>
  );
}
