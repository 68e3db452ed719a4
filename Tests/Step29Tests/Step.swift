import Step29

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step29.ChangePasswordPresenter
