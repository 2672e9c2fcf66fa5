'use client';
// Pick a design template of a channel product, then its option in the pod option modal, then the
// editor opens for that template and variant.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { PodDesignTemplate, PodOption, PodVariant } from '@courtside/core/api';
import button from '@/components/ui/button.module.css';
import { PodOptionModal, type MallStock } from './pod-option-modals';
import styles from './pod.module.css';

export interface TemplatePickerProps {
  productName: string;
  templates: readonly PodDesignTemplate[];
  options: readonly PodOption[];
  variants: readonly PodVariant[];
  stock: MallStock;
}

export function editorHref(designTemplateId: string, variantId: string): string {
  return `/shop/template/editor?${new URLSearchParams({ designTemplateId, variantId }).toString()}`;
}

export function TemplatePicker({ productName, templates, options, variants, stock }: TemplatePickerProps) {
  const router = useRouter();
  const [templateId, setTemplateId] = useState(templates[0]?.design_template_id ?? '');
  const [optionsOpen, setOptionsOpen] = useState(false);

  if (templates.length === 0) return <p className={styles.empty}>아직 준비된 디자인 템플릿이 없습니다.</p>;
  return (
    <div className={styles.picker}>
      <fieldset className={styles.templates}>
        <legend>{productName} 디자인 템플릿</legend>
        {templates.map((template) => (
          <label key={template.design_template_id} className={styles.templateCard} data-selected={template.design_template_id === templateId}>
            <input type="radio" name="designTemplateId" value={template.design_template_id} checked={template.design_template_id === templateId} onChange={() => setTemplateId(template.design_template_id)} />
            {template.thumbnail && <img src={template.thumbnail} alt="" width={160} height={160} />}
            <span>{template.name}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className={button.primary} disabled={!templateId} onClick={() => setOptionsOpen(true)}>
        옵션 선택하고 디자인하기
      </button>
      <PodOptionModal
        open={optionsOpen}
        onClose={() => setOptionsOpen(false)}
        options={options}
        variants={variants}
        stock={stock}
        onConfirm={(variant) => {
          setOptionsOpen(false);
          router.push(editorHref(templateId, variant.variant_id));
        }}
      />
    </div>
  );
}
