'use client';

import { Link } from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import type { Brand, CrossCompanyRetailer, Product } from '@/lib/contract/catalogue';
import type { Company } from '@/lib/contract/companies';
import type { Paged } from '@/lib/directories/fetch-page';
import { KINDS } from '@/lib/workspace-records/kinds';
import type { RecordKind } from '@/lib/workspace-records/kinds';
import { SUB_LIST_MSG } from '@/lib/workspace-records/messages';
import { companyCatalogueApi, companyRetailersApi } from '@/lib/workspace-records/paths';
import { brandOptionDetail, productOptionDetail, retailerOptionDetail } from '@/lib/workspace-records/picker';
import { useAddRecord } from '@/lib/workspace-records/use-add-record';
import { useCompanyOptions, usePickerSearch, useTakenIds } from '@/lib/workspace-records/use-record-picker';
import { CreateInPicker } from './create-in-picker';
import { PickerResults } from './picker-results';
import type { PickerOption } from './picker-results';

type Step = { kind: RecordKind; workspaceId: number; onDone: () => void };

const mapPage = <T,>(page: Paged<T> | undefined, to: (item: T) => PickerOption): Paged<PickerOption> | undefined =>
  page ? { data: page.data.map(to), meta: page.meta } : undefined;

/**
 * Search a list, add the picked record; the 422's message (already added, not yours) shows above the
 * results. Under them, "+ Create …" makes what was typed in one of `createIn` and adds it.
 */
function Picker<T>({
  kind,
  workspaceId,
  onDone,
  path,
  baseKey,
  fallback,
  toOption,
  none,
  createIn,
}: Step & {
  path: string | null;
  baseKey: readonly unknown[];
  fallback: string;
  toOption: (item: T) => PickerOption;
  none: string;
  createIn: readonly Company[];
}) {
  const words = KINDS[kind];
  const search = usePickerSearch<T>(baseKey, path, fallback);
  const taken = useTakenIds(kind, workspaceId, true);
  const add = useAddRecord(kind, workspaceId, onDone);
  const [adding, setAdding] = useState<number | null>(null);
  const data = useMemo(() => mapPage(search.data, toOption), [search.data, toOption]);
  if (path === null) return null;
  return (
    <div className="space-y-3">
      {add.fieldErrors.length > 0 ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {add.fieldErrors.join(' ')}
        </p>
      ) : null}
      <PickerResults
        noun={[words.one, words.many]}
        text={search.text}
        onText={search.setText}
        data={data}
        pending={search.isPending}
        busy={search.isFetching || search.settling}
        error={search.isError}
        onRetry={() => void search.refetch()}
        onPage={search.setPage}
        taken={taken.data}
        addingId={adding}
        onAdd={async (o) => {
          setAdding(o.id);
          await add.add(o.id);
          setAdding(null);
        }}
        none={none}
      />
      <CreateInPicker
        kind={kind}
        text={search.text}
        companies={createIn}
        exactMatch={(data?.data ?? []).some((o) => o.name.trim().toLowerCase() === search.text.trim().toLowerCase())}
        onCreated={(id) => add.add(id)}
      />
    </div>
  );
}

const retailerOption = (r: CrossCompanyRetailer): PickerOption => ({ id: r.id, name: r.name, detail: retailerOptionDetail(r), image: r.image });
const brandOption = (b: Brand): PickerOption => ({ id: b.id, name: b.name, detail: brandOptionDetail(b), image: b.image });
const productOption = (p: Product): PickerOption => ({ id: p.id, name: p.name, detail: productOptionDetail(p), image: p.images[0]?.image ?? null });

/** Brands and products: choose the company first (the only one is chosen for you), then search its list. */
function CatalogueStep(props: Step & { kind: 'brands' | 'products' }) {
  const companies = useCompanyOptions(true);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = companies.data ?? [];
  const companyId = chosen ?? (list.length === 1 ? list[0].id : null);
  const words = KINDS[props.kind];
  if (companies.isPending) return <Spinner label="Loading companies" />;
  if (companies.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {SUB_LIST_MSG.companies}.
      </p>
    );
  if (list.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You are not in any company yet.{' '}
        <Link href="/companies" className="font-medium text-primary hover:underline">
          Create or join a company
        </Link>{' '}
        to bring its {words.many} here.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <Field label="Company">
        <Select
          value={companyId ?? ''}
          onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : null)}
          placeholder="Choose a company"
          options={list.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Field>
      {props.kind === 'brands' ? (
        <Picker<Brand>
          {...props}
          key={companyId}
          path={companyId ? companyCatalogueApi(companyId, 'brands') : null}
          baseKey={companyId ? companyKeys.companyBrands(companyId) : queryKeys.companies}
          fallback={SUB_LIST_MSG.brands}
          toOption={brandOption}
          none="This company has no brands yet."
          createIn={list.filter((c) => c.id === companyId)}
        />
      ) : (
        <Picker<Product>
          {...props}
          key={companyId}
          path={companyId ? companyCatalogueApi(companyId, 'products') : null}
          baseKey={companyId ? companyKeys.companyProducts(companyId) : queryKeys.companies}
          fallback={SUB_LIST_MSG.products}
          toOption={productOption}
          none="This company has no products yet."
          createIn={list.filter((c) => c.id === companyId)}
        />
      )}
    </div>
  );
}

/** Retailers: searched across every company the caller sees; created in one they may edit. */
function RetailerStep(props: Step) {
  const companies = useCompanyOptions(true);
  return (
    <Picker<CrossCompanyRetailer>
      {...props}
      path={companyRetailersApi}
      baseKey={[...queryKeys.companies, 'retailers']}
      fallback={SUB_LIST_MSG.companyRetailers}
      toOption={retailerOption}
      none="None of your companies has retailers yet."
      createIn={companies.data ?? []}
    />
  );
}

/**
 * "Add retailer" / "Add brand" / "Add product": bring one of the caller's company records into the
 * workspace. Retailers are searched across every company the caller sees (`companies/retailers`).
 * What is not there yet can be created from here (CreateInPicker), so a new workspace is no dead end.
 */
export function AddRecordDialog({
  kind,
  workspaceId,
  open,
  onOpenChange,
}: {
  kind: RecordKind;
  workspaceId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const words = KINDS[kind];
  const step: Step = { kind, workspaceId, onDone: () => onOpenChange(false) };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Add a ${words.one}`}
      description={`Bring one of your companies’ ${words.many} into this workspace. The company keeps the ${words.one}; the workspace adds its own notes.`}
    >
      {kind === 'retailers' ? <RetailerStep {...step} /> : <CatalogueStep {...step} kind={kind} />}
    </Dialog>
  );
}
