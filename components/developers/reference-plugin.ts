/**
 * A Swagger UI plugin (its `plugins` API) that fixes what axe finds in Swagger UI's own markup on
 * /developers. Written with the bundle's React (`system.React`), not the app's: Swagger UI renders
 * its elements with the React copy inside swagger-ui-dist.
 */

type Props = Record<string, unknown>;
/** A component of Swagger UI's React; opaque here, only passed back to its createElement. */
type Component = unknown;

type SwaggerReact = {
  createElement: (type: Component, props?: Props | null, ...children: unknown[]) => unknown;
  Fragment: Component;
};

type SpecSelectors = {
  loadingStatus: () => string;
  specStr: () => string;
  servers: () => { size: number } | undefined;
  schemes: () => { size: number } | undefined;
  securityDefinitions: () => unknown;
  isSwagger2: () => boolean;
  isOAS3: () => boolean;
  isOAS31: () => boolean;
  isOAS32?: () => boolean;
};

type LayoutProps = { specSelectors: SpecSelectors; getComponent: (name: string, container?: boolean) => Component };

/** Swagger UI passes an operation's facts as an Immutable map. */
type OperationProps = { set: (key: string, value: unknown) => OperationProps };

export type SwaggerPlugin = (system: { React: SwaggerReact }) => {
  components: Record<string, Component>;
  wrapComponents: Record<string, (original: Component) => Component>;
};

/** The layout's name, for Swagger UI's `layout` option. */
export const REFERENCE_LAYOUT = 'CollabLayout';

export const referencePlugin: SwaggerPlugin = ({ React }) => {
  const h = React.createElement;

  /**
   * Swagger UI's BaseLayout, with a <div> where it has <main id="operations">: the page already has
   * its <main> (the app's layout), and a second one inside it is a duplicate, nested main landmark.
   * While the document loads or fails, BaseLayout itself draws the message.
   */
  const CollabLayout = ({ specSelectors: spec, getComponent }: LayoutProps) => {
    if (spec.loadingStatus() !== 'success' || !spec.specStr()) return h(getComponent('BaseLayout', true));
    const [Row, Col, Errors] = [getComponent('Row'), getComponent('Col'), getComponent('errors', true)];
    const full = (child: Component) => h(Row, null, h(Col, { mobile: 12, desktop: 12 }, h(child)));
    const hasServers = Boolean(spec.servers()?.size);
    const hasSchemes = Boolean(spec.schemes()?.size);
    const hasSecurity = Boolean(spec.securityDefinitions());
    const isOAS31 = spec.isOAS31();
    const isOAS32 = spec.isOAS32?.() ?? false;
    return h(
      'div',
      { className: 'swagger-ui' },
      h(getComponent('SvgAssets')),
      h(
        getComponent('VersionPragmaFilter'),
        { isSwagger2: spec.isSwagger2(), isOAS3: spec.isOAS3(), isOAS31, isOAS32, alsoShow: h(Errors) },
        h(Errors),
        h(Row, { className: 'information-container' }, h(Col, { mobile: 12 }, h(getComponent('InfoContainer', true)))),
        hasServers || hasSchemes || hasSecurity
          ? h(
              'div',
              { className: 'scheme-container' },
              h(
                Col,
                { className: 'schemes wrapper', mobile: 12 },
                hasServers || hasSchemes
                  ? h(
                      'div',
                      { className: 'schemes-server-container' },
                      hasServers ? h(getComponent('ServersContainer', true)) : null,
                      hasSchemes ? h(getComponent('SchemesContainer', true)) : null,
                    )
                  : null,
                hasSecurity ? h(getComponent('AuthorizeBtnContainer', true)) : null,
              ),
            )
          : null,
        h(getComponent('FilterContainer', true)),
        h(
          'div',
          { id: 'operations' },
          full(getComponent('operations', true)),
          isOAS31 || isOAS32 ? h(Row, { className: 'webhooks-container' }, h(Col, { mobile: 12, desktop: 12 }, h(getComponent('Webhooks', true)))) : null,
          full(getComponent('Models', true)),
        ),
      ),
    );
  };

  return {
    components: { [REFERENCE_LAYOUT]: CollabLayout },
    wrapComponents: {
      // The servers <select> sits in an empty <label>: it gets a name (the same word as the
      // "Servers" title beside it), for screen readers only.
      Servers: (Original) => (props: Props) => h(React.Fragment, null, h('label', { htmlFor: 'servers', className: 'sr-only' }, 'Servers'), h(Original, props)),
      // An operation's path is drawn inside the button that opens the operation; with deep links on,
      // it is a link, a control inside a control. Drawn as text there instead: opening an operation
      // still puts its deep link in the address bar, and the tag headings keep theirs.
      OperationSummaryPath: (Original) => (props: Props & { operationProps: OperationProps }) =>
        h(Original, { ...props, operationProps: props.operationProps.set('isDeepLinkingEnabled', false) }),
    },
  };
};
