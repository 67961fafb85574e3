import { useState } from "react";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import { useLanguage } from "../../i18n/strings.tsx";

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: string;
  dir: "ltr" | "rtl";
}

/**
 * A page body written as rich text (headings, emphasis, lists, quotes, links). Loaded on its own
 * (lazy in PageEditor) so that other console screens do not fetch the editor. What it writes is
 * HTML, which the server sanitizes with the rules the shop trusts.
 */
export default function RichTextEditor({ label, value, onChange, lang, dir }: RichTextEditorProps) {
  const { t } = useLanguage();
  const [href, setHref] = useState("");
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, defaultProtocol: "https" }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        lang,
        dir,
        class: "static-page min-h-40 space-y-3 rounded-md border border-line bg-white p-3 outline-none",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });
  if (!editor) return <p>{t("app.loading")}</p>;
  const chain = () => editor.chain().focus();
  const tool = (name: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className="btn btn-outline px-2 py-1" aria-pressed={pressed ?? false} onClick={run}>
      {name}
    </button>
  );
  const addLink = () => {
    const target = href.trim();
    if (!target) return;
    if (editor.state.selection.empty) {
      chain()
        .insertContent({ type: "text", text: target, marks: [{ type: "link", attrs: { href: target } }] })
        .run();
    } else {
      chain().extendMarkRange("link").setLink({ href: target }).run();
    }
    setHref("");
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <span>{label}</span>
      <div role="toolbar" aria-label={t("pages.toolbar")} className="flex flex-wrap items-center gap-1">
        {tool(t("pages.heading"), active?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool(t("pages.subheading"), active?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool(t("pages.bold"), active?.bold, () => chain().toggleBold().run())}
        {tool(t("pages.italic"), active?.italic, () => chain().toggleItalic().run())}
        {tool(t("pages.bullets"), active?.bullets, () => chain().toggleBulletList().run())}
        {tool(t("pages.numbers"), active?.numbers, () => chain().toggleOrderedList().run())}
        <label className="flex items-center gap-1">
          {t("pages.linkAddress")}
          <input
            dir="ltr"
            value={href}
            placeholder="/faq"
            className="rounded-md border border-line px-2 py-1"
            onChange={(event) => setHref(event.target.value)}
          />
        </label>
        <button type="button" className="btn btn-outline px-2 py-1" onClick={addLink}>
          {t("pages.addLink")}
        </button>
        {active?.link && tool(t("pages.removeLink"), undefined, () => chain().unsetLink().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
